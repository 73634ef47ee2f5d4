import { describe, expect, it } from 'vitest';
import { fromAddressOf, stageSettings, STAGES, type StageSettings } from '../../infra/stages';

const check = (stage: string, settings: StageSettings) => () =>
  stageSettings(stage, { [stage]: settings });

describe('stage settings', () => {
  it('gives an unlisted stage the defaults: no domain, no sender, no reserved concurrency', () => {
    expect(stageSettings('alice', {})).toEqual({});
  });

  it('refuses a domain sender on a non-production stage, which would wait for DKIM and collide', () => {
    expect(check('dev', { email: { sender: 'institute.example' } })).toThrow(
      /"institute.example" is a domain\. Only prod creates a domain identity/,
    );
    expect(check('dev', { email: { sender: 'institute.example', shared: true } })()).toEqual({
      email: { sender: 'institute.example', shared: true },
    });
    expect(check('dev', { email: { sender: 'me@institute.example' } })()).toBeDefined();
  });

  it('refuses production without a sender', () => {
    expect(check('prod', {})).toThrow('Stage "prod": production needs an e-mail sender.');
  });

  it('refuses a reserved concurrency below 1 or not whole', () => {
    for (const reservedConcurrency of [0, -1, 2.5]) {
      expect(check('dev', { reservedConcurrency })).toThrow(
        /reservedConcurrency must be a whole number/,
      );
    }
  });

  it('refuses an outside domain without a us-east-1 certificate (CloudFront uses no other)', () => {
    expect(
      check('dev', {
        domain: {
          name: 'a.example',
          dns: 'external',
          cert: 'arn:aws:acm:ap-southeast-1:1:certificate/x',
        },
      }),
    ).toThrow(/ACM certificate in us-east-1/);
  });

  it('refuses DNS settings for an address sender', () => {
    expect(check('dev', { email: { sender: 'me@a.example', dns: 'route53' } })).toThrow(
      /e-mail dns applies to a domain sender only/,
    );
  });

  it('sends from no-reply@ a domain identity, or from the address identity itself', () => {
    expect(fromAddressOf('institute.example')).toBe('no-reply@institute.example');
    expect(fromAddressOf('office@institute.example')).toBe('office@institute.example');
  });

  it('lists a valid production stage', () => {
    expect(() => stageSettings('prod', STAGES)).not.toThrow();
  });
});
