import { useState } from 'react';

/** The game's address with a button to copy it, saying whether it did. */
export function InviteLink({ link, prominent }: { readonly link: string; readonly prominent: boolean }) {
  const [feedback, setFeedback] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setFeedback('Link copied: send it to a friend.');
    } catch {
      setFeedback('Could not copy here: select the link and copy it.');
    }
  };
  return (
    <section className={prominent ? 'panel invite prominent' : 'invite'} aria-label="Invite link">
      {prominent && <p>Send this link to a friend: they join the game when they open it.</p>}
      <div className="invite-row">
        <input
          readOnly
          aria-label="Invite link"
          value={link}
          onFocus={(event) => {
            event.target.select();
          }}
        />
        <button
          type="button"
          onClick={() => {
            void copy();
          }}
        >
          Copy invite link
        </button>
      </div>
      <p className="hint" role="status">
        {feedback}
      </p>
    </section>
  );
}
