import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ConnectivityState {
  online: boolean;
}

const initialState: ConnectivityState = { online: true };

const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
  },
});

export const { connectivityChanged } = connectivitySlice.actions;
export const connectivityReducer = connectivitySlice.reducer;

export const selectOnline = (state: { connectivity: ConnectivityState }) => state.connectivity.online;
