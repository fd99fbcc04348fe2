export * from './files';
export * from './users';
export * from './projects';
