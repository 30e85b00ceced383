"""The console check itself: without this, a driver that returns no logs would pass everything."""
from conftest import console_errors


def test_console_errors_are_captured(browser):
    browser.get("about:blank")
    console_errors(browser)
    browser.execute_script("console.error('racstep browser-test probe')")
    errors = console_errors(browser)
    assert any("racstep browser-test probe" in entry["message"] for entry in errors), errors
    assert console_errors(browser) == [], "reading the log should drain it"
