export * from './shop';
export * from './auth';
