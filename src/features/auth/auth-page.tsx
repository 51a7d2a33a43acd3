import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { config } from '../../config'
import { useT } from '../../i18n/i18n'
import { LanguageMenu } from '../../ui/layout/language-menu'
import { Button } from '../../ui/prime/button'
import { TabPanel, TabView } from '../../ui/prime/tabview'
import { BrandPanel } from './brand-panel'
import { DemoAccounts } from './demo-accounts'
import { leaveAuthPage } from './leave-auth-page'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import './auth-page.css'

const LOGIN_TAB = 0

/** /auth: rendered without the shared layout, so it carries its own way back and home. */
export function AuthPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const [tab, setTab] = useState(LOGIN_TAB)
  const [registeredEmail, setRegisteredEmail] = useState('')
  const leave = () => leaveAuthPage(navigate)
  const signedIn = () => leaveAuthPage(navigate, { signedIn: true })

  return (
    <div className="auth-page">
      <BrandPanel />
      {/* The demo bar's skip link leads here too. */}
      <main id="main-content" className="auth-main" tabIndex={-1}>
        <div className="auth-top">
          <nav className="auth-nav" aria-label={t('Leave sign-in')}>
            <Button
              type="button"
              text
              icon="pi pi-arrow-left"
              label={t('Back')}
              className="auth-nav__button"
              onClick={leave}
            />
            <Link href="/" className="auth-nav__home">
              <i className="pi pi-home" aria-hidden="true" />
              <span>{t('Home')}</span>
            </Link>
          </nav>
          {/* The page has no navbar: a visitor picks the language here. */}
          <LanguageMenu />
        </div>
        <div className="auth-card">
          <p className="auth-card__brand">{config.site.name}</p>
          <h1 className="auth-card__title">{t('Welcome')}</h1>
          <p className="auth-card__lead">
            {t('Sign in to book and manage your cars, or create an account.')}
          </p>
          <TabView
            activeIndex={tab}
            onTabChange={(event) => setTab(event.index)}
            className="auth-tabs"
          >
            <TabPanel header={t('Login')}>
              <LoginForm onSignedIn={signedIn} email={registeredEmail} />
              {config.mode === 'mock' ? <DemoAccounts onSignedIn={signedIn} /> : null}
            </TabPanel>
            <TabPanel header={t('Register')}>
              <RegisterForm
                onRegistered={(email) => {
                  setRegisteredEmail(email)
                  setTab(LOGIN_TAB)
                }}
              />
            </TabPanel>
          </TabView>
        </div>
      </main>
    </div>
  )
}
