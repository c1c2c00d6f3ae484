import { describe, expect, it } from 'vitest';
import { CHANNEL_CACHE, SHARED_HEADERS, VERSION_CACHE } from './headers.ts';
import { nginxConfig } from './server.ts';

describe('the release server config', () => {
  const config = nginxConfig({ root: '/srv/tree', port: 3200, prefix: '/srv/nginx' });

  it('fills every placeholder of the template, and keeps pid, logs and temp files under its prefix', () => {
    expect(config).not.toMatch(/\{\{\w+\}\}/);
    expect(config).toContain('listen 127.0.0.1:3200;');
    expect(config).toContain('root /srv/tree;');
    for (const line of config.split('\n').filter((l) => /^\s*(pid|error_log|\w+_temp_path)\s/.test(l))) {
      expect(line).toContain('/srv/nginx/');
    }
  });

  it("serves headers.ts's values: both cache rules, and the shared headers on errors too", () => {
    expect(config).toContain(`add_header Cache-Control "${CHANNEL_CACHE}";`);
    expect(config).toContain(`add_header Cache-Control "${VERSION_CACHE}";`);
    for (const [name, value] of Object.entries(SHARED_HEADERS)) expect(config).toContain(`add_header ${name} "${value}" always;`);
    // `.ts` is text (the stock mime.types would say MPEG video).
    expect(config).toMatch(/text\/plain ts;/);
  });
});
