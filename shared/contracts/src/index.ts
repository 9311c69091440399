import './csp';
export * from './roles';
export * from './password';
export * from './age';
export * from './mailbox';
export * from './auth';
export * from './leads';
export * from './badges';
