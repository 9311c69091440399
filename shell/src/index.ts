// The async boundary lets the Module Federation runtime negotiate shared singletons before any
// application code runs (without it the page stays white with RUNTIME-006).
import('./bootstrap');
