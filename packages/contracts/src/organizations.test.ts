import { describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  ORGANIZATION_ROLES,
  ROLE_PERMISSIONS,
  roleMayGrantScope,
  scopePermissions,
} from './organizations.ts';

describe('API key scopes', () => {
  it('gives a key what both its creator role and its scope allow', () => {
    expect(scopePermissions('owner', 'read')).toEqual(['member', 'read']);
    expect(scopePermissions('owner', 'send')).toEqual(['member', 'read', 'send', 'checkin']);
    expect(scopePermissions('admin', 'identification')).toEqual(['member', 'read', 'review']);
    expect(scopePermissions('admin', 'admin')).toEqual(ROLE_PERMISSIONS.admin);
    expect(scopePermissions('owner', 'admin')).toEqual(ROLE_PERMISSIONS.owner);
    // A creator whose role shrank takes the key down with it.
    expect(scopePermissions('viewer', 'send')).toEqual(['member', 'read']);
    expect(scopePermissions('billing', 'identification')).toEqual(['member']);
  });

  it('lets a member create only a key their role covers', () => {
    const grantable = Object.fromEntries(
      ORGANIZATION_ROLES.map((role) => [
        role,
        API_KEY_SCOPES.filter((scope) => roleMayGrantScope(role, scope)),
      ]),
    );
    expect(grantable).toEqual({
      owner: ['send', 'read', 'identification', 'admin'],
      admin: ['send', 'read', 'identification', 'admin'],
      sender: ['send', 'read'],
      reviewer: ['read', 'identification'],
      viewer: ['read'],
      billing: [],
      kiosk: [],
    });
  });
});
