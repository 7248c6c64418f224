import { useLocation } from 'react-router-dom';

export const LEGACY_TEMPLATES_TITLE = 'Legacy Templates';

const SECTION = '/legacy-templates';

/**
 * Where the screens are: /design-library/legacy-templates, or its /legacy/templates/legacy-templates twin
 * when opened there, so links stay in the twin the user came through. `library` is the design library's.
 */
export function useLegacyRoots(): { root: string; library: string } {
  const { pathname } = useLocation();
  const at = pathname.indexOf(SECTION);
  const root = at === -1 ? `/design-library${SECTION}` : pathname.slice(0, at + SECTION.length);
  return { root, library: root.slice(0, -SECTION.length) };
}

export const libraryCrumb = (library: string) => ({ label: 'Design Library', to: library });
export const listCrumb = (root: string) => ({ label: LEGACY_TEMPLATES_TITLE, to: root });

export const templatePath = (root: string, templateId: string) => `${root}/${templateId}`;
export const previewPath = (root: string, templateId: string, versionId: string) => `${root}/${templateId}/versions/${versionId}/preview`;
export const copyPath = (root: string, templateId: string, versionId: string) => `${root}/${templateId}/versions/${versionId}/copy`;

/** Where the version editor of a dynamic template's version is (the dynamic templates' routes). */
export const dynamicVersionPath = (templateId: string, versionId: string) => `/dynamic-templates/${templateId}/version/${versionId}`;
