/**
 * The priority banner (spec 000 section 4.2): an announcement configured for the group. Its text
 * is shown as text. A dismissal is remembered in this browser (it counts when the banner is
 * show-only-once or on its last day, see bannerSchedule.ts); otherwise it lasts for this visit.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import type { Profile } from '@curbcut/client';
import { priorityBannerVisible } from './bannerSchedule';
import { readDismissedPriorityBanners, rememberPriorityDismissal } from './bannerMemory';

/** The group's priority banner, when it is due. */
export function PriorityBanner({ profile }: { profile: Profile }) {
  const [params] = useSearchParams();
  const [dismissedNow, setDismissedNow] = useState(false);
  const notification = profile.priority_notification;
  if (notification === null || dismissedNow) return null;
  const visible = priorityBannerVisible(
    notification,
    new Date(),
    readDismissedPriorityBanners(profile.user_id),
    params.get('hide_priority_banner') === 'true',
  );
  if (!visible) return null;
  const dismiss = () => {
    rememberPriorityDismissal(profile.user_id, notification.id);
    setDismissedNow(true);
  };
  return (
    <section className={`banner banner-priority banner-align-${notification.align === 'center' ? 'center' : 'start'}`} aria-label="Announcement">
      <p className="banner-text">{notification.description}</p>
      {notification.link && notification.ctaText ? (
        <a
          className="button"
          href={notification.link}
          {...(notification.openInSameTab ? {} : { target: '_blank', rel: 'noreferrer' })}
        >
          {notification.ctaText}
          {notification.openInSameTab ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
        </a>
      ) : null}
      <Button className="button quiet banner-dismiss" onPress={dismiss}>
        Dismiss
      </Button>
    </section>
  );
}
