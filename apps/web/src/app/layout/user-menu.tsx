import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { UserMenuFace, type UserMenuProps } from './user-menu-face';

/** The menu's list: with it come Mantine's popover and its placement library, so it loads when wanted. */
const loadDropdown = () => import('./user-menu-dropdown');
const Dropdown = lazy(loadDropdown);

/**
 * Customer name and last login time, with Profile, Change Password and Logout (specification section 2).
 * Until first pressed it is a plain button; pressing it loads the menu, which opens at once.
 */
export function UserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <UnstyledButton
      data-testid="user-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    >
      <UserMenuFace session={props.session} />
    </UnstyledButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <Dropdown {...props} />
    </Suspense>
  );
}
