import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { isInFlight } from '@/shared/request-state/request-state';
import { isValidIdentifier } from '@/shared/routing/identifier';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmailPreview } from '@/shared/ui/EmailPreview';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import type { LegacyVersion } from '../types';
import { NotFound } from './NotFound';
import { copyPath, libraryCrumb, listCrumb, templatePath, useLegacyRoots } from './paths';
import { useLegacyTemplate } from './use-legacy-template';
import { useLegacyVersion } from './use-legacy-version';


/** Where a send's body goes in a legacy template, shown as such in the preview. */
const BODY_PLACEHOLDER =
  '<div style="margin:12px 0;padding:24px;border:2px dashed #8c96a0;color:#51606d;font-family:Arial,Helvetica,sans-serif;text-align:center;">The body of each email goes here (&lt;%body%&gt;)</div>';

/** /design-library/legacy-templates/:templateId/versions/:versionId/preview: the version as an inbox shows it. */
export function LegacyVersionPreviewPage() {
  const { templateId, versionId } = useParams();
  if (!isValidIdentifier(templateId)) return <NotFound what="template" />;
  if (!isValidIdentifier(versionId)) return <NotFound what="version" />;
  return <PreviewScreen templateId={templateId} versionId={versionId} />;
}

function PreviewScreen({ templateId, versionId }: { templateId: string; versionId: string }) {
  const { root, library } = useLegacyRoots();
  const { template, notFound: templateMissing } = useLegacyTemplate(templateId);
  const { version, request, error, notFound, retry } = useLegacyVersion(templateId, versionId);
  if (templateMissing) return <NotFound what="template" />;
  if (notFound) return <NotFound what="version" />;
  const breadcrumb = [libraryCrumb(library), listCrumb(root), ...(template ? [{ label: template.name, to: templatePath(root, templateId) }] : [])];
  return (
    <>
      <PageHeader
        title={version ? `Preview: ${version.name}` : 'Version preview'}
        breadcrumb={breadcrumb}
        actions={
          version && (
            <ButtonLink variant="primary" to={copyPath(root, templateId, versionId)}>
              Copy to a dynamic template
            </ButtonLink>
          )
        }
      />
      {version ? (
        <PreviewFrame version={version} />
      ) : error ? (
        <EmptyState title="We could not load this version" action={<Button onClick={retry}>Try again</Button>}>
          {error.message}
        </EmptyState>
      ) : (
        isInFlight(request) && <Spinner label="Loading the version" />
      )}
    </>
  );
}

/** The version as sent, its substitution tags as written and a placeholder where `<%body%>` takes the message. */
function PreviewFrame({ version }: { version: LegacyVersion }) {
  const html = useMemo(() => version.htmlContent.replace(/<%body%>/gi, BODY_PLACEHOLDER), [version.htmlContent]);
  return <EmailPreview title={`Preview of ${version.name}`} subjectLine={version.subject ? `Subject: ${version.subject}` : 'No subject'} html={html} />;
}
