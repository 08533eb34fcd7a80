export * from './catalogue';
export * from './contact';
export * from './endpoints';
export * from './errors';
