import { describe, expect, it } from 'vitest';
import { describeValidation, formatMegabytes, toJsonPath } from './errorHandler';

describe('toJsonPath', () => {
  it('turns Ajv instance paths into JSON paths', () => {
    expect(toJsonPath('')).toBe('$');
    expect(toJsonPath('/buildName')).toBe('$.buildName');
    expect(toJsonPath('/results/0/violations/2/nodes')).toBe('$.results[0].violations[2].nodes');
    expect(toJsonPath('/ciInfo/build-url')).toBe('$.ciInfo["build-url"]');
    expect(toJsonPath('/a~1b', 'query')).toBe('query["a/b"]');
  });
});

describe('describeValidation', () => {
  it('names a missing field by its path', () => {
    const body = describeValidation([{ keyword: 'required', instancePath: '/testCases/1', params: { missingProperty: 'key' }, message: "must have required property 'key'" }], 'body');
    expect(body).toEqual({ code: 'bad_request', message: 'Field $.testCases[1].key is required.', path: '$.testCases[1].key' });
  });

  it('lists the allowed values of a union of literals', () => {
    const body = describeValidation(
      [
        { keyword: 'const', instancePath: '/type', params: { allowedValue: 'automatedTest' } },
        { keyword: 'const', instancePath: '/type', params: { allowedValue: 'websiteScan' } },
        { keyword: 'anyOf', instancePath: '/type', params: {} },
      ],
      'querystring',
    );
    expect(body.message).toBe('Query parameter query.type must be one of "automatedTest", "websiteScan".');
  });
});

describe('formatMegabytes', () => {
  it('writes limits as people read them', () => {
    expect(formatMegabytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatMegabytes(512 * 1024)).toBe('0.5 MB');
  });
});
