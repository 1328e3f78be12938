import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import classes from '@/components/layout/site-footer.module.css';

type FooterGroup = { title: string; links: { label: string; to: string }[] };

/** The same groups for visitors and signed-in people: every page here is public. */
const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Help',
    links: [
      { label: 'Help center', to: paths.help },
      { label: 'Contact us', to: paths.contactUs },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Property management', to: paths.propertyManagement },
      { label: 'Association management', to: paths.associationManagement },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of service', to: paths.terms },
      { label: 'Privacy policy', to: paths.privacy },
    ],
  },
];

// Plain links and a stylesheet: the footer is part of the landing page's first load.
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <div className={classes.columns}>
          <div className={classes.about}>
            <p className={classes.brand}>{APP_NAME}</p>
            <p className={classes.text}>
              Home maintenance, planned and done well: residents keep their properties on a plan,
              local vendors do the work.
            </p>
          </div>
          <nav aria-label="Footer" className={classes.groups}>
            {FOOTER_GROUPS.map((group) => (
              <div key={group.title}>
                <p className={classes.groupTitle} id={`footer-${group.title.toLowerCase()}`}>
                  {group.title}
                </p>
                <ul
                  className={classes.list}
                  aria-labelledby={`footer-${group.title.toLowerCase()}`}
                >
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={classes.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={classes.copyright}>
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
