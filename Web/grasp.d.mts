// The ES-module form's types (grasp.mjs): the same declarations as grasp.js's.
export * from './grasp.js';
export { default } from './grasp.js';
