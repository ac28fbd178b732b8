export * from './shop';
export * from './checkout';
export * from './auth';
export * from './products';
