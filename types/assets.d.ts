// Bundler-handled imports that TypeScript cannot see on its own.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.md' {
  const text: string;
  export default text;
}
