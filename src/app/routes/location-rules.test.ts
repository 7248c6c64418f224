import { describe, expect, it } from 'vitest';
import { decideLocation, embedContextOf, legacyTwinOf, topLevelHref, TOP_LEVEL_PATHS } from './location-rules';

describe('decideLocation', () => {
  it.each([
    // A /tne/ path is loaded again in full without the prefix, search and hash kept.
    ['/tne/senders', { kind: 'full-redirect', to: '/senders' }],
    ['/tne/senders/new?from=editor#top', { kind: 'full-redirect', to: '/senders/new?from=editor#top' }],
    ['/tne/single-sends/00000000-0000-0000-0000-000000000000/editor', { kind: 'full-redirect', to: '/single-sends/00000000-0000-0000-0000-000000000000/editor' }],
    ['/tne/legacy/contacts', { kind: 'full-redirect', to: '/legacy/contacts' }],
    ['/tne', { kind: 'full-redirect', to: '/' }],
    ['/tne/', { kind: 'full-redirect', to: '/' }],
    // Legacy paths are shown as legacy.
    ['/legacy/senders', { kind: 'render', legacy: true }],
    ['/legacy/senders/12/edit', { kind: 'render', legacy: true }],
    ['/legacy/custom-fields/new', { kind: 'render', legacy: true }],
    ['/legacy/templates/3f1a/edit', { kind: 'render', legacy: true }],
    ['/legacy/unsubscribe-groups', { kind: 'render', legacy: true }],
    ['/legacy', { kind: 'render', legacy: true }],
    // New-experience paths are shown as they are.
    ['/', { kind: 'render', legacy: false }],
    ['/senders', { kind: 'render', legacy: false }],
    ['/senders/12/delete', { kind: 'render', legacy: false }],
    ['/design-library/your-designs', { kind: 'render', legacy: false }],
    ['/forms/signup', { kind: 'render', legacy: false }],
    ['/contacts/lists/7', { kind: 'render', legacy: false }],
    // Outside the new-experience set, a known legacy route moves to its /legacy twin.
    ['/templates', { kind: 'rewrite', to: '/legacy/templates' }],
    ['/templates/3f1a/versions/9/edit?tab=code', { kind: 'rewrite', to: '/legacy/templates/3f1a/versions/9/edit?tab=code' }],
    // Anything else is left to the router (404).
    ['/templatesx', { kind: 'render', legacy: false }],
    ['/legacyx/senders', { kind: 'render', legacy: false }],
    ['/tnex/senders', { kind: 'render', legacy: false }],
    ['/no-such-page', { kind: 'render', legacy: false }],
  ])('%s → %j', (path, expected) => {
    const { pathname, search, hash } = new URL(path, 'https://app.example');
    expect(decideLocation({ pathname, search, hash })).toEqual(expected);
  });
});

describe('legacyTwinOf', () => {
  it.each([
    ['/senders', '/legacy/senders'],
    ['/senders/4/edit', '/legacy/senders/4/edit'],
    ['/contacts/all', '/legacy/contacts/all'],
    ['/single-sends/new', '/legacy/single-sends/new'],
    ['/design-library/your-designs', '/legacy/templates/your-designs'],
    ['/unsubscribe-groups/3/edit/preview/unsubscribe', '/legacy/unsubscribe-groups/3/edit/preview/unsubscribe'],
    ['/ads', undefined],
    ['/automations/selector', '/legacy/automations/selector'],
    ['/legacy/senders', undefined],
    ['/nowhere', undefined],
  ])('%s → %s', (path, twin) => {
    expect(legacyTwinOf(path)).toBe(twin);
  });
});

describe('topLevelHref', () => {
  it('lists the top-level navigation paths of both spec documents', () => {
    expect([...TOP_LEVEL_PATHS].sort()).toEqual(
      [
        '/ads',
        '/forms/signup',
        '/senders',
        '/contacts',
        '/custom-fields',
        '/automations',
        '/single-sends',
        '/notifications',
        '/design-library/your-designs',
        '/dynamic-templates',
        '/unsubscribe-groups',
        '/integrations',
      ].sort(),
    );
  });

  it.each([
    ['/senders', null, true, '/senders'],
    ['/senders', 'tne', true, '/tne/senders'],
    ['/design-library/your-designs', 'tne', true, '/tne/design-library/your-designs'],
    ['/senders', null, false, '/legacy/senders'],
    ['/design-library/your-designs', null, false, '/legacy/templates/your-designs'],
    ['/ads', null, false, '/ads'],
    ['/contacts', 'tne', false, '/tne/legacy/contacts'],
  ] as const)('%s in context %s with new-version access %s → %s', (navPath, context, newVersionAccess, href) => {
    expect(topLevelHref(navPath, { context, newVersionAccess })).toBe(href);
  });
});

describe('embedContextOf', () => {
  it.each([
    ['?context=tne', 'tne'],
    ['?a=1&context=tne', 'tne'],
    ['?context=other', null],
    ['', null],
  ])('%s → %s', (search, context) => {
    expect(embedContextOf(search)).toBe(context);
  });
});
