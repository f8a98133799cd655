/**
 * The weekly summary e-mail's "Trouble spots" section: each confirmed procedural bug with its
 * words for parents, an example and a link to a practice sheet against it.
 */
import type { CSSProperties } from 'react';
import type { WeeklyTroubleSpot } from './input';
import { colours, link } from '../html/styles';
import { exampleWords, practiceUrl, spotTitle } from './words';

/** A heading, a lead sentence and a list item per trouble spot. */
export function TroubleSpots({
  spots,
  title,
  lead,
  practiceLink,
  siteUrl,
}: {
  spots: readonly WeeklyTroubleSpot[];
  title: string;
  lead: string;
  /** The practice sheet link's text. */
  practiceLink: string;
  /** The site's base URL, for that link. */
  siteUrl: string;
}) {
  const paragraph: CSSProperties = { margin: '0 0 8px', fontSize: '15px', lineHeight: '1.5' };
  return (
    <div style={{ margin: '0 0 16px' }}>
      <h2 style={{ margin: '8px 0 4px', fontSize: '18px', lineHeight: '1.3' }}>{title}</h2>
      <p style={paragraph}>{lead}</p>
      <ul style={{ margin: '0 0 8px', paddingLeft: '20px' }}>
        {spots.map((spot) => (
          <li key={`${spot.subject}:${spot.name}`} style={{ ...paragraph, margin: '0 0 10px' }}>
            <strong>{spotTitle(spot)}:</strong> {spot.parentDescription}
            {spot.example && (
              <>
                <br />
                <span style={{ color: colours.muted }}>{exampleWords(spot)}</span>
              </>
            )}
            {spot.practice && (
              <>
                <br />
                <a href={practiceUrl(siteUrl, spot)} style={link}>
                  {practiceLink}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
