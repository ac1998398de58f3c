import { Notifications, type NotificationsProps } from '@mantine/notifications';

/**
 * The messages' container, loaded after the first paint (provider.tsx). A module of its own so the bundler
 * can leave the container and its transitions out of the first file: the screens only import the
 * messages' store (`notifications.show`) from the same package, which made a lazy import of the package
 * itself ineffective.
 */
export default function NotificationsContainer(props: NotificationsProps) {
  return <Notifications {...props} />;
}
