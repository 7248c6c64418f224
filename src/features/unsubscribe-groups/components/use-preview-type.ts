import { useNavigate, useParams } from 'react-router-dom';
import { isPreviewType, type PreviewType } from '../types';

/**
 * The preview tab lives in the address (…/preview/:type), so it can be linked and survives a reload.
 * Choosing a tab replaces the last path segment; the form under it stays mounted.
 */
export function usePreviewType(): [PreviewType, (type: PreviewType) => void] {
  const { type } = useParams();
  const navigate = useNavigate();
  const selected: PreviewType = isPreviewType(type) ? type : 'unsubscribe';
  const select = (next: PreviewType) => {
    if (next !== selected) navigate(`../${next}`, { relative: 'path', replace: true });
  };
  return [selected, select];
}
