/** Runs before first paint so a saved theme never flashes the other one. Hashed into the CSP. */
export const THEME_SCRIPT = "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";

/** The id that tells the post-build step this inline script is ours, not Next's. */
export const THEME_SCRIPT_ID = 'theme-init';
