import { configure } from '@testing-library/react';

/**
 * How long findBy… and waitFor wait for the page to get there: 5 s, not testing-library's
 * 1 s. CI runs these beside the integration suites on two cores, where a form re-validating
 * on each change or a lazy part loading took over a second; a wait ends as soon as its
 * condition holds, so a passing run is not slower.
 */
configure({ asyncUtilTimeout: 5000 });
