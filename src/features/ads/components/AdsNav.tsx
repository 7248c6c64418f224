import { NavLink } from 'react-router-dom';
import { adsPaths } from '../paths';
import styles from './Ads.module.css';

/** The ads area's sections. */
export function AdsNav() {
  return (
    <nav aria-label="Ads" className={styles.nav}>
      <NavLink to={adsPaths.overview} end>
        Overview
      </NavLink>
      <NavLink to={adsPaths.campaigns} end>
        Campaigns
      </NavLink>
      <NavLink to={adsPaths.settings}>Settings</NavLink>
    </nav>
  );
}
