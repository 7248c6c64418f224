import { Route } from 'react-router-dom';
import { DecreaseVariationsDialog, DeleteVariationDialog, DisableAbDialog } from '@/features/single-send-editor/components/AbDialogs';

/** The A/B test's confirmations, as sub-screens of the editor (spec §2). */
export const abDialogRoutes = (basePath: string) => [
  <Route key="decrease_variations" path="decrease_variations" element={<DecreaseVariationsDialog basePath={basePath} />} />,
  <Route key="delete_variation" path="delete_variation" element={<DeleteVariationDialog basePath={basePath} />} />,
  <Route key="disable_ab" path="disable_ab" element={<DisableAbDialog basePath={basePath} />} />,
];
