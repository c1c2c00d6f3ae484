import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { bindReact, ConnectButton } from './index.ts';

describe('bindReact', () => {
  it('builds the surface once per React, and the module exports are bound to the React it resolved', () => {
    const other = { ...React };
    const bound = bindReact(other);
    expect(bindReact(other)).toBe(bound);
    expect(bound.ConnectButton).not.toBe(ConnectButton);
    expect(bindReact(React).ConnectButton).toBe(ConnectButton);
    expect(bound.bindReact).toBe(bindReact);
  });
});
