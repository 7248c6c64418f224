import type { Action, Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppState } from './app-state';

/** The only way components reach the store: typed once here. Epics do the async work, so plain actions only. */
export const useAppDispatch = useDispatch.withTypes<Dispatch<Action>>();
export const useAppSelector = useSelector.withTypes<AppState>();
