"""The shared headless Chromium: Debian's browser and driver, browser console captured."""
import os
import pathlib
import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from site_data import ROOT, SITE

SCREENS = pathlib.Path(os.environ.get("RACSTEP_SCREENS_DIR", ROOT / ".build" / "screens"))


def _find(environment, *names):
    path = os.environ.get(environment) or next(filter(None, map(shutil.which, names)), None)
    if not path:
        pytest.exit(f"{names[0]} not found (apt-get install chromium chromium-driver, or set {environment})", returncode=2)
    return path


def chrome(window_size="1280,1024", javascript=True, predict_first=False):
    """Debian's headless Chromium through its chromedriver. CI runs as root with no display:
    headless, no sandbox, no reliance on a large /dev/shm. An explicit driver path keeps
    Selenium Manager from trying to download one. Unless `predict_first`, the browser is a
    reader who chose "Always show answers at once" (predict.js): the tests of the player and
    the figures meet them unfolded; test_predict.py asks first."""
    options = Options()
    options.binary_location = _find("RACSTEP_CHROMIUM", "chromium", "chromium-browser")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={window_size}", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(executable_path=_find("RACSTEP_CHROMEDRIVER", "chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    if javascript and not predict_first:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
            "source": "try { localStorage.setItem('racstep.predictFirst', 'off'); } catch (e) {}"})
    return driver


@pytest.fixture(scope="session")
def browser():
    driver = chrome()
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def screens():
    SCREENS.mkdir(parents=True, exist_ok=True)
    return SCREENS


def page_url(page, fragment=""):
    """A page as a file:// URL: the site must work opened straight from disk."""
    return (SITE / page).as_uri() + (f"#{fragment}" if fragment else "")


def console_errors(driver):
    """SEVERE browser-console entries since the last call (reading the log drains it)."""
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def open_page(driver, page, fragment=""):
    """Loads a page fresh (about:blank first, so a new fragment on the same page still reloads)."""
    driver.get("about:blank")
    console_errors(driver)
    driver.get(page_url(page, fragment))
    assert driver.execute_script("return document.readyState") == "complete"


def click_in_place(driver, element):
    """Clicks `element` once it has stopped moving. The page's figures are laid out only as
    they come into view (`content-visibility: auto`): scrolling to an element far down a page
    lays out the figures around it and moves it, so a click aimed where it was lands on a
    neighbour (a figure's caption). Centred, then waited on until its box is the same across
    two animation frames, it is where the click goes."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    driver.execute_async_script("""
      const [node, done] = arguments;
      let last = '', still = 0;
      (function look() {
        const r = node.getBoundingClientRect(), now = [r.top, r.left, r.width, r.height].join();
        still = now === last ? still + 1 : 0;
        last = now;
        if (still >= 2) done(); else requestAnimationFrame(look);
      })();""", element)
    element.click()


# The sizes and colour schemes every layout check runs at: a desktop and a phone, light and dark.
VIEWS = [(1400, 900, "light"), (1400, 900, "dark"), (390, 844, "light"), (390, 844, "dark")]


def view_id(view):
    width, height, scheme = view
    return f"{width}x{height}-{scheme}"


def emulate(driver, width, height, scheme="light", media=""):
    """Sets the viewport (a phone is a mobile device: its own viewport meta applies), the colour
    scheme and the media type through the DevTools protocol, on the shared browser."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": media, "features": [{"name": "prefers-color-scheme", "value": scheme}]})


@pytest.fixture
def view(browser, request):
    """Runs a test at one of VIEWS, then puts the browser back to its default."""
    width, height, scheme = request.param
    emulate(browser, width, height, scheme)
    yield request.param
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
