import ui from './public-ui.module.css';

interface SectionHeadingProps {
  id?: string;
  title: string;
  eyebrow?: string;
  description?: string;
}

export function SectionHeading({ id, title, eyebrow, description }: SectionHeadingProps) {
  return (
    <div className={ui.sectionHeading}>
      {eyebrow && <p className={ui.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={`${ui.title} ${ui.sectionTitle}`}>
        {title}
      </h2>
      {description && <p className={`${ui.text} ${ui.dimmed}`}>{description}</p>}
    </div>
  );
}
