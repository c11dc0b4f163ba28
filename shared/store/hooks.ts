import { useDispatch, useSelector } from 'react-redux';
import { selectShop } from './shopSlice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The page's shop settings (currency, isCustomer, locale, pixelId), wherever a component needs one. */
export const useShop = () => useAppSelector(selectShop);
