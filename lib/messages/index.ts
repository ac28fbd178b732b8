export * from './shop';
