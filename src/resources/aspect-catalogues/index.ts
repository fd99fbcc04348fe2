// The three catalogues of the environmental aspects module, for App.tsx and the menu in one import each.
export { default as vectors } from '../vector';
export { default as aspects } from '../aspect';
export { default as goodPractices } from '../good-practice';
