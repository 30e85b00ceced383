"""The Chinese edition (zh/): every lesson's page in Chinese, <html lang="zh-Hans">, a language
switch on every page that leads to the counterpart page and back, by mouse and by keyboard, and
search that finds Chinese words — offline (substring and two-character pieces, no spaces to
split on) and through Pagefind, which indexes each language apart."""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait

from conftest import click_in_place, console_errors, open_page
from site_data import ROOT, SITE, pages, parse, zh_pages
from test_search import found_pages, search, served  # noqa: F401 (served is a fixture)


def front_matter_title(path):
    text = path.read_text(encoding="utf-8")
    return re.search(r'^title: "?(.*?)"?$', text, re.M).group(1)


def switch_link(browser, lang):
    """The language switch's link to `lang` that is on screen (sidebar or, on a phone, top bar)."""
    links = [link for link in browser.find_elements(By.CSS_SELECTOR, f".language-switch a[hreflang='{lang}']")
             if link.is_displayed()]
    assert len(links) == 1, f"one visible link to {lang}, found {len(links)}"
    return links[0]


def test_every_english_lesson_has_its_chinese_page():
    assert [page for page in pages()] == [page[3:] for page in zh_pages()]


@pytest.mark.parametrize("page", zh_pages())
def test_a_chinese_page_says_its_language_and_links_its_counterpart(page):
    html = (SITE / page).read_text(encoding="utf-8")
    assert '<html lang="zh-Hans">' in html
    counterpart = "../" + page[3:]
    references = [value for tag, attribute, value in parse(SITE / page).references if tag == "a"]
    assert counterpart in references, f"{page} does not link to {counterpart}"
    english = (SITE / page[3:]).read_text(encoding="utf-8")
    assert '<html lang="en">' in english and f'href="{page}" hreflang="zh-Hans"' in english


def test_switching_language_lands_on_the_counterpart_and_back(browser):
    open_page(browser, "06-bind.html")
    switch_link(browser, "zh-Hans").click()
    WebDriverWait(browser, 5).until(lambda driver: driver.current_url.endswith("/zh/06-bind.html"))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-Hans"
    assert browser.find_element(By.TAG_NAME, "h1").text == front_matter_title(ROOT / "lessons" / "zh" / "06-bind.md")
    # The player speaks Chinese too, and still works.
    browser.find_element(By.CSS_SELECTOR, '.player [data-move=into]').click()
    assert browser.find_element(By.CSS_SELECTOR, '.player [data-pane=now]').text.startswith("第 1 步，共 ")
    # Back by keyboard: the link takes focus and Enter follows it.
    link = switch_link(browser, "en")
    browser.execute_script("arguments[0].focus()", link)
    assert browser.switch_to.active_element == link
    link.send_keys(Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda driver: re.search(r"/(?<!zh/)06-bind\.html$", driver.current_url))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    assert browser.find_element(By.TAG_NAME, "h1").text == front_matter_title(ROOT / "lessons" / "06-bind.md")
    assert console_errors(browser) == []


def test_the_switch_is_reachable_on_a_phone(browser):
    browser.set_window_size(390, 844)
    try:
        open_page(browser, "zh/index.html")
        switch_link(browser, "en").click()
        WebDriverWait(browser, 5).until(lambda driver: re.search(r"/(?<!zh/)index\.html$", driver.current_url))
    finally:
        browser.set_window_size(1280, 1024)


def chinese_text(page):
    """What a Chinese lesson says, from its Markdown, without its expectation blocks."""
    text = (ROOT / "lessons" / "zh" / (page[3:-5] + ".md")).read_text(encoding="utf-8")
    return re.sub(r"```(output|trace)\n.*?```", "", text, flags=re.S)


@pytest.mark.parametrize("word", ["订阅者", "冷信号", "销毁"])
def test_offline_search_finds_a_chinese_word(browser, word):
    open_page(browser, "zh/index.html")
    search(browser, word)
    expected = sorted(page[3:] for page in zh_pages() if page != "zh/index.html" and word in chinese_text(page))
    assert expected and found_pages(browser) == expected
    marks = {mark.text for mark in browser.find_elements(By.CSS_SELECTOR, ".search-results mark")}
    assert marks == {word}, marks
    assert "匹配" in browser.find_element(By.CSS_SELECTOR, ".search-status").text
    assert console_errors(browser) == []


def test_offline_search_matches_chinese_phrased_differently(browser):
    """“销毁订阅” is written nowhere whole; the lessons that say 销毁 … 订阅 are found by its pieces."""
    open_page(browser, "zh/index.html")
    search(browser, "销毁订阅")
    found = found_pages(browser)
    assert found and all("销毁" in chinese_text("zh/" + page) and "订阅" in chinese_text("zh/" + page) for page in found)


def test_served_over_http_pagefind_answers_in_chinese(browser, served):  # noqa: F811
    browser.get(served[0] + "zh/index.html")
    search(browser, "订阅者")
    WebDriverWait(browser, 10).until(
        lambda driver: "make serve" not in driver.find_element(By.CSS_SELECTOR, ".search-status").text
        and driver.find_elements(By.CSS_SELECTOR, ".search-results a"))
    hrefs = [link.get_attribute("href") for link in browser.find_elements(By.CSS_SELECTOR, ".search-results a")]
    # Pagefind answers from the Chinese index only: every result is a page of the edition.
    assert hrefs and all("/zh/" in href for href in hrefs), hrefs
    assert browser.find_elements(By.CSS_SELECTOR, ".search-results mark")
    assert console_errors(browser) == []


# The narration's verbs in each edition (SiteLocale+English/Chinese.swift): every sentence the
# player or an answer tells starts from one of them; the identifiers around them stay as traced.
ENGLISH_VERBS = re.compile(r"\b(creates|subscribes|runs|returns from|sends|disposes|deallocates|logs)\b")
CHINESE_VERBS = re.compile(r"创建|订阅|执行|返回|发送|销毁|释放|打印")
HAN = re.compile(r"[\u4e00-\u9fff]")

PLAYER_NOW = """
const section = document.querySelectorAll('section.snippet')[0];
const slider = section.querySelector('.player .slider');
const told = [];
for (let k = 1; k <= parseInt(slider.max, 10); k++) {
  slider.value = String(k);
  slider.dispatchEvent(new Event('input'));
  told.push(section.querySelector('.player [data-pane=now]').textContent);
}
slider.value = '0';
slider.dispatchEvent(new Event('input'));
return told;
"""


@pytest.mark.parametrize("page, chinese", [("zh/06-bind.html", True), ("06-bind.html", False)])
def test_the_player_and_the_exercises_speak_the_pages_language(browser, page, chinese):
    """Every step the first snippet's player tells, an exercise's answer and its feedback are in
    the page's language: Chinese sentences around the traced names on zh/, English ones on the
    English page, with none of the other edition's words."""
    open_page(browser, page)
    told = browser.execute_script(PLAYER_NOW)
    assert told
    for k, text in enumerate(told, 1):
        if chinese:
            assert text.startswith(f"第 {k} 步，共 {len(told)} 步："), text
            assert CHINESE_VERBS.search(text) and not ENGLISH_VERBS.search(text), text
        else:
            assert text.startswith(f"Step {k} of {len(told)}: "), text
            assert ENGLISH_VERBS.search(text) and not HAN.search(text), text

    quiz = browser.find_elements(By.CSS_SELECTOR, "[data-quiz]")[0]
    click_in_place(browser, quiz.find_element(By.CSS_SELECTOR, ".quiz-answer summary"))
    answer = quiz.find_element(By.CSS_SELECTOR, ".quiz-answer p").text
    click_in_place(browser, quiz.find_element(By.CSS_SELECTOR, "input[type=radio]"))
    click_in_place(browser, quiz.find_element(By.CSS_SELECTOR, ".quiz-check"))
    feedback = quiz.find_element(By.CSS_SELECTOR, ".quiz-feedback").text
    if chinese:
        assert re.search(r"——第 \d+ 步：", answer) and CHINESE_VERBS.search(answer), answer
        assert not ENGLISH_VERBS.search(answer), answer
        assert feedback.startswith(("答对了：", "不对，答案是 ")), feedback
    else:
        assert re.search(r" — step \d+: ", answer) and ENGLISH_VERBS.search(answer), answer
        assert not HAN.search(answer) and feedback.startswith(("Right: ", "Not this one: ")), (answer, feedback)
    assert console_errors(browser) == []
