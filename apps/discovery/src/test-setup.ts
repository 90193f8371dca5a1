import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

// Component specs check accessibility with jest-axe (no serious or critical violations).
expect.extend(toHaveNoViolations);
