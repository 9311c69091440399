export * from '../../db/tables/records';
