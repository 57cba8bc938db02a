/**
 * @curbcut/core: the report model and every rule that decides what a user sees. Pure TypeScript:
 * no DOM, no React, no Node built-ins. Each area's barrel lists its named exports.
 */
export * from './model';
export * from './api';
export * from './rules';
export * from './axe';
export * from './identity';
export * from './report';
export * from './compare';
export * from './consolidate';
export * from './summary';
export * from './score';
export * from './conformance';
export * from './wcag';
export * from './format';
export * from './validate';
export * from './urlState';
export * from './dataset';
export * from './filters';
export * from './grouping';
export * from './csv';
export * from './fixtures';
export * from './decisions';
export * from './explorer';
export * from './embed';
export * from './guidance';
export * from './manual';
