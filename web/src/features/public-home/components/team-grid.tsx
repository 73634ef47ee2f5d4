import { lazy, useRef, useState } from 'react';
import type { TeamMember } from '@institute/core/team-member/schema';
import { MountOnFirstUse } from '../../../components/mount-on-first-use';
import { useLazyOverlay } from '../../../components/use-lazy-overlay';
import { RecordAvatar } from './member-avatar';
import ui from '../../../components/public-ui.module.css';
import classes from './home.module.css';
import team from './team.module.css';

const loadMemberDialog = () => import('./member-dialog');
const MemberDialog = lazy(loadMemberDialog);

/**
 * The members' cards and their dialog. Loaded once there is a list to show (see
 * team-section.tsx): the first paint shows placeholders and needs none of this.
 */
export default function TeamGrid({ members }: { members: TeamMember[] }) {
  // The member stays set while the dialog closes, so its content does not vanish mid-animation.
  const [selected, setSelected] = useState<TeamMember | null>(null);
  const dialog = useLazyOverlay();
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = (member: TeamMember, button: HTMLButtonElement) => {
    opener.current = button;
    setSelected(member);
    dialog.open();
  };

  return (
    <>
      <div className={classes.balancedGrid}>
        {members.map((member) => (
          <div key={member.id} className={`${ui.card} ${team.memberPaper}`} data-testid="team-card">
            <div className={team.memberRow}>
              <RecordAvatar record={member} size={72} />
              <div className={`${ui.stack} ${team.memberText}`} style={{ gap: 4 }}>
                {/* The button's click area stretches over the whole card. */}
                <button
                  type="button"
                  className={team.memberButton}
                  onClick={(event) => open(member, event.currentTarget)}
                  // Fetch the dialog code when a click is likely.
                  onPointerEnter={() => void loadMemberDialog()}
                  onFocus={() => void loadMemberDialog()}
                  aria-haspopup="dialog"
                >
                  {member.name}
                </button>
                <p className={team.memberRole}>{member.role}</p>
                {member.bio && <p className={team.memberBio}>{member.bio}</p>}
              </div>
            </div>
          </div>
        ))}
      </div>
      <MountOnFirstUse used={dialog.used}>
        {selected && (
          <MemberDialog
            member={selected}
            opened={dialog.opened}
            onClose={dialog.close}
            onClosed={() => opener.current?.focus()}
          />
        )}
      </MountOnFirstUse>
    </>
  );
}
