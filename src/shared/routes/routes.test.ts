import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES, routeDefinition, routePath } from './routes';

describe('the route table', () => {
  it('defines every route name once', () => {
    expect(ROUTES.map((route) => route.name)).toEqual([...ROUTE_NAMES]);
  });

  it('requires sign-in everywhere but the sign-in callback', () => {
    expect(ROUTES.filter((route) => !route.meta.requiresAuth).map((route) => route.name)).toEqual(['signin-callback']);
  });

  it('flags the model viewer full screen with a go-back link and no footer', () => {
    expect(routeDefinition('tangl.viewer').meta).toMatchObject({
      fullScreen: true,
      showGoBackLink: true,
      hideFooterBar: true,
    });
    expect(routeDefinition('document.overview').meta).toMatchObject({ hideHeaderBar: true, hideFooterBar: true });
  });

  it('builds paths with optional parameters', () => {
    expect(routePath('home.directory')).toBe('/directories');
    expect(routePath('home.directory', { directoryId: 'a1' })).toBe('/directories/a1');
    expect(
      routePath('home.directories.documents.versions.version', { directoryId: 'a', documentId: 'b', versionIndex: 2 }),
    ).toBe('/directories/a/documents/b/versions/2');
    expect(routePath('document.overview', { documentId: 'b' })).toBe('/documents/b/versions/overview');
    expect(routePath('tangl.viewer')).toBe('/tangl-viewer/model');
    expect(routePath('home')).toBe('/');
  });

  it('refuses to build a path without a required parameter', () => {
    expect(() => routePath('home.directories.document', { directoryId: 'a' })).toThrow(/documentId/);
  });
});
