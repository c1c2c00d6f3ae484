import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api.ts';
import { isProfileName, nameErrorMessage } from './profile.ts';

describe('profile names', () => {
  it('knows a name from an address: .reown.id and legacy .wcn.id, at least 4 characters', () => {
    expect(isProfileName('alice.reown.id')).toBe(true);
    expect(isProfileName('Bob-1.wcn.id')).toBe(true);
    expect(isProfileName('abc.reown.id')).toBe(false);
    expect(isProfileName('alice.eth')).toBe(false);
    expect(isProfileName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false);
  });
  it("shows the API's first reason, else the SPEC text", () => {
    const withReasons = new ApiError('Request failed with status 404', {
      status: 404,
      body: { reasons: [{ description: 'Name not found' }] },
    });
    expect(nameErrorMessage(withReasons, 'Error resolving name')).toBe('Name not found');
    expect(nameErrorMessage(new ApiError('Request failed'), 'Error resolving name')).toBe('Error resolving name');
    expect(nameErrorMessage(new Error('x'), 'Error resolving name')).toBe('Error resolving name');
  });
});
