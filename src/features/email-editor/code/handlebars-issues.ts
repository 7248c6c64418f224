import { findHandlebarsIssues } from '@/shared/handlebars/template-issues';
import { contentModules } from '../document/locate';
import { type DesignDocument } from '../document/types';
import { type HandlebarsIssue } from '../checks/pre-send-checks';

/** Every string a module's settings hold (its HTML, texts and addresses), where Handlebars tags may be. */
function settingTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(settingTexts);
}

/** The issues of a design, module by module, so each one points at its module; lines count within the module's text. */
export function findDocumentHandlebarsIssues(document: DesignDocument): HandlebarsIssue[] {
  return contentModules(document).flatMap((module) =>
    settingTexts(module.settings).flatMap((text) => findHandlebarsIssues(text).map((issue) => ({ ...issue, moduleId: module.id }))),
  );
}
