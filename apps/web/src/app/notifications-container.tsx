import { useMediaQuery } from '@mantine/hooks';
import { Notifications, type NotificationsProps } from '@mantine/notifications';

/**
 * The messages' container, loaded after the first paint (provider.tsx). A module of its own so the bundler
 * can leave the container and its transitions out of the first file: the screens only import the
 * messages' store (`notifications.show`) from the same package, which made a lazy import of the package
 * itself ineffective.
 *
 * Where: top centre on wider screens, over the top bar, not over the page actions at the right (an "Add"
 * button under a message that pauses while hovered could not be clicked). On a phone a dialog fills the
 * top of the screen, and a message there covered its title: phones show messages at the bottom.
 */
export default function NotificationsContainer(props: NotificationsProps) {
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'top-center'} {...props} />;
}
