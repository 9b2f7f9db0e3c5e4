export * from './constants.js';
export * from './messages.js';
export * from './errors.js';
export * from './common-passwords.js';
export * from './schemas/auth.js';
export * from './schemas/user.js';
export * from './schemas/config.js';
