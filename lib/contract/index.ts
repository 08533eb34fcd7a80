export * from './catalogue';
export * from './contact';
export * from './session';
export * from './cart';
export * from './promo';
export * from './orders';
export * from './endpoints';
export * from './errors';
