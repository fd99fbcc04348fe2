export * from './files';
export * from './users';
export * from './projects';
export * from './organisation';
export * from './legal';
export * from './legal-module';
export * from './history';
export * from './onboarding';
