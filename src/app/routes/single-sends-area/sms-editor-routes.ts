import { smsEditorRoutes } from '@/features/single-sends/sms/sms-routes';
import { requireValidIdentifiers } from '../identifier-guard';
import { singleSendsAreaTable } from './area-table';
import { SingleSendsAreaLayout } from './SingleSendsAreaLayout';
import { smsEditorComposition } from './sms-editor-composition';

/** The `sms` section: the SMS editor, composed with the image library and the inline list create. */
export const smsSectionRoutes = singleSendsAreaTable(smsEditorRoutes(requireValidIdentifiers('id'), smsEditorComposition), SingleSendsAreaLayout);
