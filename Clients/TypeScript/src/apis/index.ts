/* tslint:disable */
/* eslint-disable */
export * from './DevicesApi.js';
export * from './GeometryApi.js';
export * from './OperationsApi.js';
