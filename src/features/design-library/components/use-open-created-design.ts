import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectCreatedDesignId, selectDesignRequest } from '../selectors';
import { designRequestReset } from '../slice';

/**
 * For a screen that creates a design: the create request, and the editor's path of the design it
 * made. `libraryPath` leads from the screen's route to /design-library. The request is reset when the
 * screen goes, so another screen does not take its outcome for its own.
 */
export function useCreatedDesign(libraryPath: string) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectDesignRequest(state, 'create'));
  const createdId = useAppSelector(selectCreatedDesignId);
  useEffect(() => () => void dispatch(designRequestReset('create')), [dispatch]);
  return { request, editorPath: createdId ? `${libraryPath}/your-designs/${createdId}/editor` : undefined };
}

/** For a screen that creates a design with one click: opens the new design in the editor once it is made. */
export function useOpenCreatedDesign(libraryPath: string) {
  const navigate = useNavigate();
  const { request, editorPath } = useCreatedDesign(libraryPath);
  useRequestOutcome(request, {
    onComplete: () => {
      if (editorPath) navigate(editorPath);
    },
  });
  return request;
}
