import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      HOST: '127.0.0.1',
      MOCK_ALLOWED_HOSTS: [],
      MOCK_MAX_SESSIONS_PER_USER: 10,
      MOCK_MAX_OUTBOX: 200,
      MOCK_MAX_UNPAID_ORDERS: 20,
      MOCK_ORDER_TTL_S: 3600,
      MOCK_MAX_UPLOAD_BYTES: 52_428_800,
      MOCK_MAX_APPLICATION_BYTES: 10_485_760,
      MOCK_MAX_ENQUIRIES: 1000,
      MOCK_LOGIN_MAX_FAILURES: 10,
      MOCK_LOGIN_MAX_CLIENT_FAILURES: 100,
      MOCK_LOGIN_WINDOW_S: 900,
      MOCK_PERSIST_DEBOUNCE_MS: 0,
      NODE_ENV: 'development',
      PORT: 8787,
      DYNAMIC_KEY_PHRASE: 'lwl-dev-phrase',
      MOCK_TOKEN_TTL_S: 86_400,
      MOCK_NOW: undefined,
      MOCK_DATA_FILE: undefined,
      MOCK_DATA_RESET: false,
      RAZORPAY_KEY_SECRET: 'mock_key_secret',
      RAZORPAY_WEBHOOK_SECRET: 'mock_webhook_secret',
      MOCK_WEBHOOK_DELAY_MS: 3000,
      MOCK_LATENCY_MS: 0,
      MOCK_IMAGE_KB: 0,
      MOCK_WEB_ORIGIN: 'http://localhost:5173',
      MOCK_BASE_PATH: '',
      MOCK_UPSTREAM: undefined,
      MOCK_UPSTREAM_FALLBACK: false,
      MOCK_LOG: true,
    });
  });

  it('reads MOCK_WEB_ORIGIN as an http(s) address, its path kept and a trailing slash dropped', () => {
    expect(parseEnv({ MOCK_WEB_ORIGIN: 'http://localhost:5651/' }).MOCK_WEB_ORIGIN).toBe(
      'http://localhost:5651',
    );
    expect(parseEnv({ MOCK_WEB_ORIGIN: 'https://lwl.example/app/' }).MOCK_WEB_ORIGIN).toBe(
      'https://lwl.example/app',
    );
    expect(() => parseEnv({ MOCK_WEB_ORIGIN: 'localhost:5173' })).toThrow(/MOCK_WEB_ORIGIN/);
    expect(() => parseEnv({ MOCK_WEB_ORIGIN: 'javascript:alert(1)' })).toThrow(/MOCK_WEB_ORIGIN/);
  });

  it('reads MOCK_BASE_PATH as a path without its trailing slash, and refuses anything else', () => {
    expect(parseEnv({ MOCK_BASE_PATH: '/some/prefix/' }).MOCK_BASE_PATH).toBe('/some/prefix');
    expect(parseEnv({ MOCK_BASE_PATH: '/' }).MOCK_BASE_PATH).toBe('');
    expect(() => parseEnv({ MOCK_BASE_PATH: 'https://x.example/' })).toThrow(/MOCK_BASE_PATH/);
    expect(() => parseEnv({ MOCK_BASE_PATH: '/a b' })).toThrow(/MOCK_BASE_PATH/);
  });

  it('reads MOCK_UPSTREAM as an http(s) URL and MOCK_UPSTREAM_FALLBACK as 0/1', () => {
    expect(
      parseEnv({ MOCK_UPSTREAM: 'http://localhost:8000/api/', MOCK_UPSTREAM_FALLBACK: '1' }),
    ).toMatchObject({
      MOCK_UPSTREAM: 'http://localhost:8000/api/',
      MOCK_UPSTREAM_FALLBACK: true,
    });
    expect(() => parseEnv({ MOCK_UPSTREAM: 'localhost:8000' })).toThrow(/MOCK_UPSTREAM/);
    expect(() => parseEnv({ MOCK_UPSTREAM_FALLBACK: 'yes' })).toThrow(/MOCK_UPSTREAM_FALLBACK/);
  });

  it('reads every variable, treating empty ones as unset', () => {
    const env = parseEnv({
      PORT: '9000',
      DYNAMIC_KEY_PHRASE: 'p',
      MOCK_TOKEN_TTL_S: '60',
      MOCK_NOW: '2025-03-10T09:30:00Z',
      MOCK_DATA_FILE: '/tmp/state.json',
      RAZORPAY_KEY_SECRET: 's',
      MOCK_LATENCY_MS: '250',
      MOCK_LOG: '0',
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({ PORT: 9000, MOCK_TOKEN_TTL_S: 60, MOCK_LATENCY_MS: 250, MOCK_LOG: false });
    expect(parseEnv({ HOST: '0.0.0.0', MOCK_ALLOWED_HOSTS: ' Mock.Test, ,api.local ' })).toMatchObject({
      HOST: '0.0.0.0',
      MOCK_ALLOWED_HOSTS: ['mock.test', 'api.local'],
    });
    expect(parseEnv({ PORT: '', MOCK_NOW: ' ' })).toMatchObject({ PORT: 8787, MOCK_NOW: undefined });
  });

  it("refuses a client ceiling that one account's failures could reach", () => {
    expect(() => parseEnv({ MOCK_LOGIN_MAX_FAILURES: '20', MOCK_LOGIN_MAX_CLIENT_FAILURES: '20' })).toThrow(
      /MOCK_LOGIN_MAX_CLIENT_FAILURES: must be greater than MOCK_LOGIN_MAX_FAILURES/,
    );
  });

  it('fails fast naming every bad variable', () => {
    const bad = () =>
      parseEnv({ PORT: 'eighty', MOCK_NOW: 'yesterday', MOCK_LOG: 'yes', MOCK_LATENCY_MS: '20000' });
    expect(bad).toThrow(EnvError);
    expect(bad).toThrow(
      /Invalid mock-api environment:\n {2}PORT: .*\n {2}MOCK_NOW: .*\n {2}MOCK_LATENCY_MS: .*\n {2}MOCK_LOG: /,
    );
  });
});
