import { useLocation, useParams } from 'react-router-dom';

/**
 * The paths around a message route under `/automations/:id/detail/messages/:messageNum/…` (or its /legacy
 * twin): the area, the detail page, and the message's own root.
 */
export function useMessagePaths() {
  const { id = '', messageNum = '' } = useParams();
  const { pathname } = useLocation();
  const marker = `/${id}/detail/messages/${messageNum}/`;
  const at = pathname.indexOf(marker);
  const areaPath = at >= 0 ? pathname.slice(0, at) : '/automations';
  const detailPath = `${areaPath}/${id}/detail`;
  return { id, number: Number(messageNum), areaPath, detailPath, messagePath: `${detailPath}/messages/${messageNum}` };
}
